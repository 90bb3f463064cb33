; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu11.00-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @vsum(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !12
  %8 = lshr i32 %7, 5, !dbg !12
  %9 = and i32 %8, 3, !dbg !12
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %11 = shl i32 %10, 8, !dbg !13
  %12 = and i32 %6, 31, !dbg !14
  %13 = shl nuw nsw i32 %9, 6, !dbg !14
  %14 = shl nuw nsw i32 %12, 1, !dbg !14
  %15 = or disjoint i32 %13, %14, !dbg !14
  %16 = or disjoint i32 %15, %11, !dbg !13
  %17 = or disjoint i32 %16, 1, !dbg !13
  %18 = icmp slt i32 %16, %2, !dbg !15
  %19 = icmp slt i32 %17, %2, !dbg !15
  %20 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !16
  %21 = shl i32 %16, 2, !dbg !16
  %22 = select i1 %18, i32 %21, i32 -2147483648, !dbg !16
  %23 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %20, i32 %22, i32 0, i32 0), !dbg !16
  %24 = bitcast float %23 to <1 x float>, !dbg !16
  %25 = extractelement <1 x float> %24, i64 0, !dbg !16
  %26 = shl i32 %17, 2, !dbg !16
  %27 = select i1 %19, i32 %26, i32 -2147483648, !dbg !16
  %28 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %20, i32 %27, i32 0, i32 0), !dbg !16
  %29 = bitcast float %28 to <1 x float>, !dbg !16
  %30 = extractelement <1 x float> %29, i64 0, !dbg !16
  %31 = fadd float %25, %30, !dbg !17
  %32 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %31, i32 280, i32 15, i32 15, i1 true), !dbg !20
  %33 = fadd float %32, %31, !dbg !17
  %34 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %33, i32 276, i32 15, i32 15, i1 true), !dbg !20
  %35 = fadd float %34, %33, !dbg !17
  %36 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %35, i32 274, i32 15, i32 15, i1 true), !dbg !20
  %37 = fadd float %36, %35, !dbg !17
  %38 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %37, i32 273, i32 15, i32 15, i1 true), !dbg !20
  %39 = fadd float %38, %37, !dbg !17
  %40 = bitcast float %39 to i32, !dbg !20
  %41 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %40, i32 -1, i32 -1, i1 true, i1 false), !dbg !20
  %42 = bitcast i32 %41 to float, !dbg !20
  %43 = fadd float %39, %42, !dbg !17
  %44 = tail call float @llvm.amdgcn.readlane.f32(float %43, i32 31), !dbg !20
  %45 = shl nuw nsw i32 %9, 2, !dbg !20
  %46 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %45, !dbg !20
  %47 = insertelement <1 x float> poison, float %44, i64 0, !dbg !20
  store <1 x float> %47, ptr addrspace(3) %46, align 4, !dbg !20
  fence syncscope("workgroup") release, !dbg !20
  tail call void @llvm.amdgcn.s.barrier(), !dbg !20
  fence syncscope("workgroup") acquire, !dbg !20
  %48 = shl nuw nsw i32 %6, 2, !dbg !20
  %49 = and i32 %48, 12, !dbg !20
  %50 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %49, !dbg !20
  %51 = load <1 x float>, ptr addrspace(3) %50, align 4, !dbg !20
  %52 = extractelement <1 x float> %51, i64 0, !dbg !20
  %53 = bitcast float %52 to i32, !dbg !20
  %54 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %53, i32 354, i32 15, i32 15, i1 true), !dbg !20
  %55 = bitcast i32 %54 to float, !dbg !20
  %56 = fadd float %52, %55, !dbg !17
  %57 = bitcast float %56 to i32, !dbg !20
  %58 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %57, i32 353, i32 15, i32 15, i1 true), !dbg !20
  %59 = or i32 %9, %12, !dbg !12
  %60 = icmp eq i32 %59, 0, !dbg !12
  br i1 %60, label %61, label %67, !dbg !12

61:                                               ; preds = %5
  %62 = sext i32 %10 to i64
  %63 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %62
  %64 = bitcast i32 %58 to float
  %65 = fadd float %56, %64
  %66 = insertelement <1 x float> poison, float %65, i64 0
  store <1 x float> %66, ptr addrspace(1) %63, align 4, !dbg !12
  br label %67, !dbg !12

67:                                               ; preds = %61, %5
  ret void, !dbg !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #7

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { convergent nocallback nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "vsum", linkageName: "vsum", scope: !1, file: !1, line: 19, type: !5, scopeLine: 19, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 23, column: 5, scope: !4)
!13 = !DILocation(line: 21, column: 12, scope: !4)
!14 = !DILocation(line: 21, column: 39, scope: !4)
!15 = !DILocation(line: 22, column: 32, scope: !4)
!16 = !DILocation(line: 22, column: 9, scope: !4)
!17 = !DILocation(line: 287, column: 12, scope: !18, inlinedAt: !20)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !19, discriminator: 0)
!19 = !DIFile(filename: "standard.py", directory: ".")
!20 = !DILocation(line: 314, column: 12, scope: !18, inlinedAt: !21)
!21 = !DILocation(line: 23, column: 38, scope: !22)
!22 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!23 = !DILocation(line: 19, column: 1, scope: !4)

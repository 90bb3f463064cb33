; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @vsum(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !12
  %8 = lshr i32 %7, 6, !dbg !12
  %9 = and i32 %8, 3, !dbg !12
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %11 = shl i32 %10, 8, !dbg !13
  %12 = and i32 %6, 63, !dbg !14
  %13 = shl nuw nsw i32 %9, 6, !dbg !14
  %14 = or disjoint i32 %13, %11, !dbg !13
  %15 = or disjoint i32 %14, %12, !dbg !13
  %16 = icmp slt i32 %15, %2, !dbg !15
  %17 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !16
  %18 = shl i32 %15, 2, !dbg !16
  %19 = select i1 %16, i32 %18, i32 -2147483648, !dbg !16
  %20 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %17, i32 %19, i32 0, i32 0), !dbg !16
  %21 = bitcast float %20 to <1 x float>, !dbg !16
  %22 = extractelement <1 x float> %21, i64 0, !dbg !16
  %23 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %22, i32 280, i32 15, i32 15, i1 true), !dbg !17
  %24 = fadd float %23, %22, !dbg !22
  %25 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %24, i32 276, i32 15, i32 15, i1 true), !dbg !17
  %26 = fadd float %25, %24, !dbg !22
  %27 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %26, i32 274, i32 15, i32 15, i1 true), !dbg !17
  %28 = fadd float %27, %26, !dbg !22
  %29 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %28, i32 273, i32 15, i32 15, i1 true), !dbg !17
  %30 = fadd float %29, %28, !dbg !22
  %31 = tail call float @llvm.amdgcn.update.dpp.f32(float %30, float %30, i32 322, i32 10, i32 15, i1 true), !dbg !17
  %32 = fadd float %31, %30, !dbg !22
  %33 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %32, i32 323, i32 15, i32 15, i1 true), !dbg !17
  %34 = fadd float %33, %32, !dbg !22
  %35 = tail call float @llvm.amdgcn.readlane.f32(float %34, i32 63), !dbg !17
  %36 = shl nuw nsw i32 %9, 2, !dbg !17
  %37 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %36, !dbg !17
  %38 = insertelement <1 x float> poison, float %35, i64 0, !dbg !17
  store <1 x float> %38, ptr addrspace(3) %37, align 4, !dbg !17
  fence syncscope("workgroup") release, !dbg !17, !mmra !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17, !mmra !23
  %39 = shl nuw nsw i32 %6, 2, !dbg !17
  %40 = and i32 %39, 12, !dbg !17
  %41 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %40, !dbg !17
  %42 = load <1 x float>, ptr addrspace(3) %41, align 4, !dbg !17
  %43 = extractelement <1 x float> %42, i64 0, !dbg !17
  %44 = bitcast float %43 to i32, !dbg !17
  %45 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %44, i32 78, i32 15, i32 15, i1 true), !dbg !17
  %46 = bitcast i32 %45 to float, !dbg !17
  %47 = fadd float %43, %46, !dbg !22
  %48 = bitcast float %47 to i32, !dbg !17
  %49 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %48, i32 177, i32 15, i32 15, i1 true), !dbg !17
  %50 = or i32 %9, %12, !dbg !12
  %51 = icmp eq i32 %50, 0, !dbg !12
  br i1 %51, label %52, label %58, !dbg !12

52:                                               ; preds = %5
  %53 = sext i32 %10 to i64
  %54 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %53
  %55 = bitcast i32 %49 to float
  %56 = fadd float %47, %55
  %57 = insertelement <1 x float> poison, float %56, i64 0
  store <1 x float> %57, ptr addrspace(1) %54, align 4, !dbg !12
  br label %58, !dbg !12

58:                                               ; preds = %52, %5
  ret void, !dbg !24
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

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #7

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
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
!17 = !DILocation(line: 314, column: 12, scope: !18, inlinedAt: !20)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !19, discriminator: 0)
!19 = !DIFile(filename: "standard.py", directory: ".")
!20 = !DILocation(line: 23, column: 38, scope: !21)
!21 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!22 = !DILocation(line: 287, column: 12, scope: !18, inlinedAt: !17)
!23 = !{!"amdgpu-synchronize-as", !"local"}
!24 = !DILocation(line: 19, column: 1, scope: !4)

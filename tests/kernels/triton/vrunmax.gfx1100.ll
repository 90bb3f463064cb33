; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu11.00-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @vrunmax(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree readnone captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3) local_unnamed_addr #0 !dbg !4 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %6 = lshr i32 %5, 5, !dbg !11
  %7 = and i32 %6, 3, !dbg !11
  %8 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %7), !dbg !12
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %10 = shl i32 %9, 10, !dbg !13
  %11 = and i32 %5, 31, !dbg !12
  %12 = shl i32 %8, 5, !dbg !12
  %.masked = and i32 %12, 96, !dbg !12
  %13 = or disjoint i32 %.masked, %11, !dbg !12
  %14 = shl nuw nsw i32 %13, 3, !dbg !12
  %15 = or disjoint i32 %14, %10, !dbg !14
  %16 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !15
  %17 = tail call <2 x float> @llvm.amdgcn.raw.ptr.buffer.load.v2f32(ptr addrspace(8) %16, i32 %15, i32 0, i32 0), !dbg !15
  %18 = extractelement <2 x float> %17, i64 0, !dbg !15
  %19 = extractelement <2 x float> %17, i64 1, !dbg !15
  %20 = tail call float @llvm.maxnum.f32(float %18, float %19), !dbg !16
  %21 = bitcast float %20 to i32, !dbg !19
  %22 = tail call i32 @llvm.usub.sat.i32(i32 %11, i32 1), !dbg !19
  %23 = shl nuw nsw i32 %22, 2, !dbg !19
  %24 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %23, i32 %21), !dbg !19
  %25 = bitcast i32 %24 to float, !dbg !19
  %.not = icmp eq i32 %11, 0, !dbg !19
  %26 = tail call float @llvm.maxnum.f32(float %25, float %20), !dbg !16
  %27 = select i1 %.not, float %20, float %26, !dbg !19
  %28 = bitcast float %27 to i32, !dbg !19
  %29 = icmp samesign ult i32 %11, 2, !dbg !19
  %30 = shl nuw nsw i32 %11, 2, !dbg !19
  %31 = add nsw i32 %30, -8, !dbg !19
  %32 = select i1 %29, i32 %30, i32 %31, !dbg !19
  %33 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %32, i32 %28), !dbg !19
  %34 = bitcast i32 %33 to float, !dbg !19
  %35 = icmp samesign ugt i32 %11, 1, !dbg !19
  %36 = tail call float @llvm.maxnum.f32(float %34, float %27), !dbg !16
  %37 = select i1 %35, float %36, float %27, !dbg !19
  %38 = bitcast float %37 to i32, !dbg !19
  %39 = icmp samesign ult i32 %11, 4, !dbg !19
  %40 = add nsw i32 %30, -16, !dbg !19
  %41 = select i1 %39, i32 %30, i32 %40, !dbg !19
  %42 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %41, i32 %38), !dbg !19
  %43 = bitcast i32 %42 to float, !dbg !19
  %44 = icmp samesign ugt i32 %11, 3, !dbg !19
  %45 = tail call float @llvm.maxnum.f32(float %43, float %37), !dbg !16
  %46 = select i1 %44, float %45, float %37, !dbg !19
  %47 = bitcast float %46 to i32, !dbg !19
  %48 = icmp samesign ult i32 %11, 8, !dbg !19
  %49 = add nsw i32 %30, -32, !dbg !19
  %50 = select i1 %48, i32 %30, i32 %49, !dbg !19
  %51 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %50, i32 %47), !dbg !19
  %52 = bitcast i32 %51 to float, !dbg !19
  %53 = icmp samesign ugt i32 %11, 7, !dbg !19
  %54 = tail call float @llvm.maxnum.f32(float %52, float %46), !dbg !16
  %55 = select i1 %53, float %54, float %46, !dbg !19
  %56 = bitcast float %55 to i32, !dbg !19
  %57 = icmp samesign ult i32 %11, 16, !dbg !19
  %58 = add nsw i32 %30, -64, !dbg !19
  %59 = select i1 %57, i32 %30, i32 %58, !dbg !19
  %60 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %59, i32 %56), !dbg !19
  %61 = bitcast i32 %60 to float, !dbg !19
  %62 = tail call float @llvm.maxnum.f32(float %61, float %55), !dbg !16
  %63 = icmp eq i32 %11, 31, !dbg !19
  br i1 %63, label %64, label %66, !dbg !19

64:                                               ; preds = %4
  %65 = getelementptr [4 x i8], ptr addrspace(3) @global_smem, i32 %7
  store float %62, ptr addrspace(3) %65, align 4, !dbg !19
  br label %66, !dbg !19

66:                                               ; preds = %64, %4
  %67 = icmp samesign ugt i32 %11, 15, !dbg !19
  %68 = select i1 %67, float %62, float %55, !dbg !19
  fence syncscope("workgroup") release, !dbg !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !19
  fence syncscope("workgroup") acquire, !dbg !19
  %.not2 = icmp eq i32 %7, 0, !dbg !19
  %69 = or i32 %7, %11, !dbg !19
  %.not1 = icmp eq i32 %69, 0, !dbg !19
  %70 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !19
  %71 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4), align 4, !dbg !19
  %72 = icmp samesign ugt i32 %7, 1, !dbg !19
  %73 = tail call float @llvm.maxnum.f32(float %70, float %71), !dbg !16
  %74 = select i1 %72, float %73, float %70, !dbg !19
  %75 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8), align 8, !dbg !19
  %76 = icmp eq i32 %7, 3, !dbg !19
  %77 = tail call float @llvm.maxnum.f32(float %73, float %75), !dbg !16
  %78 = select i1 %76, float %77, float %74, !dbg !19
  %79 = tail call float @llvm.maxnum.f32(float %78, float %68), !dbg !16
  %80 = select i1 %.not2, float %68, float %79, !dbg !19
  %81 = bitcast float %80 to i32, !dbg !19
  %82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %23, i32 %81), !dbg !19
  %83 = bitcast i32 %82 to float, !dbg !19
  %84 = select i1 %.not, float %78, float %83, !dbg !19
  %85 = tail call float @llvm.maxnum.f32(float %84, float %18), !dbg !16
  %86 = select i1 %.not1, float %18, float %85, !dbg !19
  %87 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 822243328), !dbg !11
  %88 = insertelement <2 x float> poison, float %86, i64 0, !dbg !11
  %89 = insertelement <2 x float> %88, float %80, i64 1, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v2f32(<2 x float> %89, ptr addrspace(8) %87, i32 %15, i32 0, i32 0), !dbg !11
  ret void, !dbg !20
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
declare <2 x float> @llvm.amdgcn.raw.ptr.buffer.load.v2f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.v2f32(<2 x float>, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #8

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "vrunmax", linkageName: "vrunmax", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 59, column: 5, scope: !4)
!12 = !DILocation(line: 58, column: 39, scope: !4)
!13 = !DILocation(line: 58, column: 12, scope: !4)
!14 = !DILocation(line: 59, column: 14, scope: !4)
!15 = !DILocation(line: 59, column: 46, scope: !4)
!16 = !DILocation(line: 52, column: 12, scope: !17, inlinedAt: !18)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!18 = !DILocation(line: 59, column: 26, scope: !17)
!19 = !DILocation(line: 59, column: 26, scope: !4)
!20 = !DILocation(line: 56, column: 1, scope: !4)

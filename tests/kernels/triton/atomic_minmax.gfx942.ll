; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @atomic_minmax(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !13
  %8 = and i32 %7, 192, !dbg !12
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !14
  %10 = shl i32 %9, 8, !dbg !14
  %11 = and i32 %6, 63, !dbg !13
  %12 = or disjoint i32 %11, %8, !dbg !13
  %13 = or disjoint i32 %12, %10, !dbg !14
  %14 = icmp slt i32 %13, %2, !dbg !15
  %15 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !16
  %16 = shl i32 %13, 2, !dbg !16
  %17 = select i1 %14, i32 %16, i32 -2147483648, !dbg !16
  %18 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %15, i32 %17, i32 0, i32 0), !dbg !16
  %19 = srem i32 %13, 16, !dbg !17
  %bc = bitcast float %18 to <1 x i32>, !dbg !18
  %20 = extractelement <1 x i32> %bc, i64 0, !dbg !18
  %21 = sext i32 %19 to i64, !dbg !18
  %22 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %21, !dbg !18
  %23 = icmp slt i32 %20, 0, !dbg !18
  %24 = xor i1 %23, true, !dbg !18
  %25 = and i1 %14, %24, !dbg !18
  fence syncscope("workgroup") release, !dbg !18, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18, !mmra !19
  br i1 %25, label %26, label %28, !dbg !18

26:                                               ; preds = %5
  %27 = atomicrmw max ptr addrspace(1) %22, i32 %20 syncscope("agent") acq_rel, align 4, !dbg !18
  br label %28, !dbg !18

28:                                               ; preds = %26, %5
  fence syncscope("workgroup") release, !dbg !18, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18, !mmra !19
  %29 = and i1 %14, %23, !dbg !18
  fence syncscope("workgroup") release, !dbg !18, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18, !mmra !19
  br i1 %29, label %30, label %32, !dbg !18

30:                                               ; preds = %28
  %31 = atomicrmw umin ptr addrspace(1) %22, i32 %20 syncscope("agent") acq_rel, align 4, !dbg !18
  br label %32, !dbg !18

32:                                               ; preds = %30, %28
  fence syncscope("workgroup") release, !dbg !18, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18, !mmra !19
  %33 = getelementptr i8, ptr addrspace(1) %22, i64 64, !dbg !12
  fence syncscope("workgroup") release, !dbg !12, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12, !mmra !19
  br i1 %25, label %34, label %36, !dbg !12

34:                                               ; preds = %32
  %35 = atomicrmw min ptr addrspace(1) %33, i32 %20 syncscope("agent") acq_rel, align 4, !dbg !12
  br label %36, !dbg !12

36:                                               ; preds = %34, %32
  fence syncscope("workgroup") release, !dbg !12, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12, !mmra !19
  fence syncscope("workgroup") release, !dbg !12, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12, !mmra !19
  br i1 %29, label %37, label %39, !dbg !12

37:                                               ; preds = %36
  %38 = atomicrmw umax ptr addrspace(1) %33, i32 %20 syncscope("agent") acq_rel, align 4, !dbg !12
  br label %39, !dbg !12

39:                                               ; preds = %37, %36
  fence syncscope("workgroup") release, !dbg !12, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12, !mmra !19
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
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "atomic_minmax", linkageName: "atomic_minmax", scope: !1, file: !1, line: 239, type: !5, scopeLine: 239, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 247, column: 5, scope: !4)
!13 = !DILocation(line: 243, column: 39, scope: !4)
!14 = !DILocation(line: 243, column: 12, scope: !4)
!15 = !DILocation(line: 244, column: 9, scope: !4)
!16 = !DILocation(line: 245, column: 9, scope: !4)
!17 = !DILocation(line: 246, column: 25, scope: !4)
!18 = !DILocation(line: 246, column: 5, scope: !4)
!19 = !{!"amdgpu-synchronize-as", !"local"}
!20 = !DILocation(line: 239, column: 1, scope: !4)

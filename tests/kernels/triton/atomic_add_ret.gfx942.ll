; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @atomic_add_ret(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, i32 inreg %3, ptr addrspace(1) inreg nofree readnone captures(none) %4, ptr addrspace(1) inreg nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %8 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %7), !dbg !11
  %9 = and i32 %8, 448, !dbg !11
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !12
  %11 = shl i32 %10, 10, !dbg !12
  %12 = and i32 %7, 63, !dbg !13
  %13 = or disjoint i32 %9, %12, !dbg !13
  %14 = shl nuw nsw i32 %13, 1, !dbg !13
  %15 = or disjoint i32 %14, %11, !dbg !12
  %16 = or disjoint i32 %15, 1, !dbg !12
  %17 = or disjoint i32 %13, %11, !dbg !12
  %18 = or disjoint i32 %17, 512, !dbg !12
  %19 = icmp slt i32 %15, %3, !dbg !14
  %20 = icmp slt i32 %16, %3, !dbg !14
  %21 = icmp slt i32 %17, %3, !dbg !14
  %22 = icmp slt i32 %18, %3, !dbg !14
  %23 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !15
  %24 = shl i32 %15, 2, !dbg !15
  %25 = select i1 %19, i32 %24, i32 -2147483648, !dbg !15
  %26 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %23, i32 %25, i32 0, i32 0), !dbg !15
  %27 = shl i32 %16, 2, !dbg !15
  %28 = select i1 %20, i32 %27, i32 -2147483648, !dbg !15
  %29 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %23, i32 %28, i32 0, i32 0), !dbg !15
  %30 = shl nuw nsw i32 %13, 2, !dbg !16
  %31 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %30, !dbg !16
  %32 = insertelement <1 x i32> poison, i32 %26, i64 0, !dbg !16
  store <1 x i32> %32, ptr addrspace(3) %31, align 4, !dbg !16
  %33 = xor i32 %30, 2112, !dbg !16
  %34 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %33, !dbg !16
  %35 = insertelement <1 x i32> poison, i32 %29, i64 0, !dbg !16
  store <1 x i32> %35, ptr addrspace(3) %34, align 4, !dbg !16
  fence syncscope("workgroup") release, !dbg !16, !mmra !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !17
  %36 = and i32 %14, 1020, !dbg !16
  %37 = and i32 %7, 1, !dbg !16
  %38 = icmp eq i32 %37, 0, !dbg !16
  %39 = select i1 %38, i32 0, i32 2112, !dbg !16
  %40 = xor i32 %36, %39, !dbg !16
  %41 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %40, !dbg !16
  %42 = load i32, ptr addrspace(3) %41, align 4, !dbg !16
  %43 = getelementptr inbounds nuw i8, ptr addrspace(3) %41, i32 1024, !dbg !16
  %44 = load i32, ptr addrspace(3) %43, align 4, !dbg !16
  fence syncscope("workgroup") release, !dbg !16, !mmra !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !17
  %45 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !16
  fence syncscope("agent") release, !dbg !16
  %46 = shl i32 %17, 2, !dbg !16
  %47 = select i1 %21, i32 %46, i32 -2147483648, !dbg !16
  %48 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.add.i32(i32 %42, ptr addrspace(8) %45, i32 %47, i32 0, i32 1), !dbg !16
  %49 = shl i32 %18, 2, !dbg !16
  %50 = select i1 %22, i32 %49, i32 -2147483648, !dbg !16
  %51 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.add.i32(i32 %44, ptr addrspace(8) %45, i32 %50, i32 0, i32 1), !dbg !16
  fence syncscope("agent") acquire, !dbg !16
  fence syncscope("workgroup") release, !dbg !16, !mmra !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !17
  fence syncscope("workgroup") release, !dbg !11, !mmra !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !17
  %52 = insertelement <1 x i32> poison, i32 %48, i64 0, !dbg !11
  store <1 x i32> %52, ptr addrspace(3) %41, align 4, !dbg !11
  %53 = insertelement <1 x i32> poison, i32 %51, i64 0, !dbg !11
  store <1 x i32> %53, ptr addrspace(3) %43, align 4, !dbg !11
  fence syncscope("workgroup") release, !dbg !11, !mmra !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !17
  %54 = load i32, ptr addrspace(3) %31, align 4, !dbg !11
  %55 = load i32, ptr addrspace(3) %34, align 4, !dbg !11
  %56 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %54, ptr addrspace(8) %56, i32 %25, i32 0, i32 0), !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %55, ptr addrspace(8) %56, i32 %28, i32 0, i32 0), !dbg !11
  ret void, !dbg !18
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
declare i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.add.i32(i32, ptr addrspace(8) captures(none), i32, i32, i32 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,512" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "atomic_add_ret", linkageName: "atomic_add_ret", scope: !1, file: !1, line: 276, type: !5, scopeLine: 276, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 282, column: 5, scope: !4)
!12 = !DILocation(line: 278, column: 12, scope: !4)
!13 = !DILocation(line: 278, column: 39, scope: !4)
!14 = !DILocation(line: 279, column: 9, scope: !4)
!15 = !DILocation(line: 280, column: 9, scope: !4)
!16 = !DILocation(line: 281, column: 11, scope: !4)
!17 = !{!"amdgpu-synchronize-as", !"local"}
!18 = !DILocation(line: 276, column: 1, scope: !4)

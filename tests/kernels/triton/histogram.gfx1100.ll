; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu11.00-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @histogram(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !11
  %8 = and i32 %7, 96, !dbg !11
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !12
  %10 = shl i32 %9, 8, !dbg !12
  %11 = and i32 %6, 31, !dbg !13
  %12 = or disjoint i32 %8, %11, !dbg !13
  %13 = shl nuw nsw i32 %12, 1, !dbg !13
  %14 = or disjoint i32 %13, %10, !dbg !12
  %15 = or disjoint i32 %14, 1, !dbg !12
  %16 = or disjoint i32 %12, %10, !dbg !12
  %17 = or disjoint i32 %16, 128, !dbg !12
  %18 = icmp slt i32 %14, %2, !dbg !14
  %19 = icmp slt i32 %15, %2, !dbg !14
  %20 = icmp slt i32 %16, %2, !dbg !14
  %21 = icmp slt i32 %17, %2, !dbg !14
  %22 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !15
  %23 = shl i32 %14, 2, !dbg !15
  %24 = select i1 %18, i32 %23, i32 -2147483648, !dbg !15
  %25 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %22, i32 %24, i32 0, i32 0), !dbg !15
  %26 = shl i32 %15, 2, !dbg !15
  %27 = select i1 %19, i32 %26, i32 -2147483648, !dbg !15
  %28 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %22, i32 %27, i32 0, i32 0), !dbg !15
  %29 = srem i32 %25, 16, !dbg !15
  %30 = srem i32 %28, 16, !dbg !15
  %31 = shl nuw nsw i32 %12, 2, !dbg !11
  %32 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %31, !dbg !11
  %33 = insertelement <1 x i32> poison, i32 %29, i64 0, !dbg !11
  store <1 x i32> %33, ptr addrspace(3) %32, align 4, !dbg !11
  %34 = xor i32 %31, 576, !dbg !11
  %35 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %34, !dbg !11
  %36 = insertelement <1 x i32> poison, i32 %30, i64 0, !dbg !11
  store <1 x i32> %36, ptr addrspace(3) %35, align 4, !dbg !11
  fence syncscope("workgroup") release, !dbg !11
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11
  %37 = and i32 %13, 252, !dbg !11
  %38 = and i32 %6, 1, !dbg !11
  %39 = icmp eq i32 %38, 0, !dbg !11
  %40 = select i1 %39, i32 0, i32 576, !dbg !11
  %41 = xor i32 %37, %40, !dbg !11
  %42 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %41, !dbg !11
  %43 = load <1 x i32>, ptr addrspace(3) %42, align 4, !dbg !11
  %44 = extractelement <1 x i32> %43, i64 0, !dbg !11
  %45 = getelementptr inbounds nuw i8, ptr addrspace(3) %42, i32 256, !dbg !11
  %46 = load <1 x i32>, ptr addrspace(3) %45, align 4, !dbg !11
  %47 = extractelement <1 x i32> %46, i64 0, !dbg !11
  fence syncscope("workgroup") release, !dbg !11
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11
  %48 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 822243328), !dbg !11
  fence syncscope("agent") release, !dbg !11
  %49 = shl i32 %44, 2, !dbg !11
  %50 = select i1 %20, i32 %49, i32 -2147483648, !dbg !11
  %51 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.add.i32(i32 1, ptr addrspace(8) %48, i32 %50, i32 0, i32 0), !dbg !11
  %52 = shl i32 %47, 2, !dbg !11
  %53 = select i1 %21, i32 %52, i32 -2147483648, !dbg !11
  %54 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.add.i32(i32 1, ptr addrspace(8) %48, i32 %53, i32 0, i32 0), !dbg !11
  fence syncscope("agent") acquire, !dbg !11
  fence syncscope("workgroup") release, !dbg !11
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11
  ret void, !dbg !16
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

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "histogram", linkageName: "histogram", scope: !1, file: !1, line: 79, type: !5, scopeLine: 79, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 83, column: 5, scope: !4)
!12 = !DILocation(line: 80, column: 12, scope: !4)
!13 = !DILocation(line: 80, column: 39, scope: !4)
!14 = !DILocation(line: 81, column: 9, scope: !4)
!15 = !DILocation(line: 82, column: 9, scope: !4)
!16 = !DILocation(line: 79, column: 1, scope: !4)

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.50-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define amdgpu_kernel void @where2d(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, i32 inreg %3, i32 inreg %4, ptr addrspace(1) inreg nofree readnone captures(none) %5, ptr addrspace(1) inreg nofree readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %9 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %8), !dbg !12
  %10 = and i32 %9, 64, !dbg !11
  %11 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %12 = shl i32 %11, 4, !dbg !13
  %13 = and i32 %8, 32, !dbg !14
  %14 = or disjoint i32 %10, %13, !dbg !14
  %15 = lshr exact i32 %14, 5, !dbg !14
  %16 = or disjoint i32 %15, 4, !dbg !14
  %17 = or disjoint i32 %15, 8, !dbg !14
  %18 = or disjoint i32 %15, 12, !dbg !14
  %19 = or disjoint i32 %15, %12, !dbg !13
  %20 = or disjoint i32 %16, %12, !dbg !13
  %21 = or disjoint i32 %17, %12, !dbg !13
  %22 = or disjoint i32 %18, %12, !dbg !13
  %23 = and i32 %8, 31, !dbg !12
  %24 = icmp slt i32 %19, %2, !dbg !15
  %25 = icmp slt i32 %20, %2, !dbg !15
  %26 = icmp slt i32 %21, %2, !dbg !15
  %27 = icmp slt i32 %22, %2, !dbg !15
  %28 = icmp slt i32 %23, %3, !dbg !16
  %29 = and i1 %28, %24, !dbg !17
  %30 = and i1 %28, %25, !dbg !17
  %31 = and i1 %28, %26, !dbg !17
  %32 = and i1 %28, %27, !dbg !17
  %33 = mul i32 %4, %12, !dbg !18
  %34 = mul i32 %15, %4, !dbg !18
  %35 = mul i32 %16, %4, !dbg !18
  %36 = mul i32 %17, %4, !dbg !18
  %37 = mul i32 %18, %4, !dbg !18
  %38 = add i32 %23, %33, !dbg !18
  %39 = add i32 %38, %34, !dbg !18
  %40 = add i32 %38, %35, !dbg !18
  %41 = add i32 %38, %36, !dbg !18
  %42 = add i32 %38, %37, !dbg !18
  %43 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !19
  %44 = shl i32 %39, 2, !dbg !19
  %45 = select i1 %29, i32 %44, i32 -2147483648, !dbg !19
  %46 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %43, i32 %45, i32 0, i32 0), !dbg !19
  %47 = shl i32 %40, 2, !dbg !19
  %48 = select i1 %30, i32 %47, i32 -2147483648, !dbg !19
  %49 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %43, i32 %48, i32 0, i32 0), !dbg !19
  %50 = shl i32 %41, 2, !dbg !19
  %51 = select i1 %31, i32 %50, i32 -2147483648, !dbg !19
  %52 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %43, i32 %51, i32 0, i32 0), !dbg !19
  %53 = shl i32 %42, 2, !dbg !19
  %54 = select i1 %32, i32 %53, i32 -2147483648, !dbg !19
  %55 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %43, i32 %54, i32 0, i32 0), !dbg !19
  %56 = icmp sgt i32 %46, 0, !dbg !20
  %57 = icmp sgt i32 %49, 0, !dbg !20
  %58 = icmp sgt i32 %52, 0, !dbg !20
  %59 = icmp sgt i32 %55, 0, !dbg !20
  %.neg = mul i32 %46, -2, !dbg !21
  %.neg1 = mul i32 %49, -2, !dbg !21
  %.neg2 = mul i32 %52, -2, !dbg !21
  %.neg3 = mul i32 %55, -2, !dbg !21
  %60 = select i1 %56, i32 %46, i32 %.neg, !dbg !22
  %61 = select i1 %57, i32 %49, i32 %.neg1, !dbg !22
  %62 = select i1 %58, i32 %52, i32 %.neg2, !dbg !22
  %63 = select i1 %59, i32 %55, i32 %.neg3, !dbg !22
  %64 = mul i32 %3, %12, !dbg !23
  %65 = mul i32 %15, %3, !dbg !23
  %66 = mul i32 %16, %3, !dbg !23
  %67 = mul i32 %17, %3, !dbg !23
  %68 = mul i32 %18, %3, !dbg !23
  %69 = add i32 %23, %64, !dbg !23
  %70 = add i32 %69, %65, !dbg !23
  %71 = add i32 %69, %66, !dbg !23
  %72 = add i32 %69, %67, !dbg !23
  %73 = add i32 %69, %68, !dbg !23
  %74 = icmp eq i32 %19, %23, !dbg !24
  %75 = icmp eq i32 %20, %23, !dbg !24
  %76 = icmp eq i32 %21, %23, !dbg !24
  %77 = icmp eq i32 %22, %23, !dbg !24
  %78 = select i1 %74, i32 1000, i32 %60, !dbg !25
  %79 = select i1 %75, i32 1000, i32 %61, !dbg !25
  %80 = select i1 %76, i32 1000, i32 %62, !dbg !25
  %81 = select i1 %77, i32 1000, i32 %63, !dbg !25
  %82 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !11
  %83 = shl i32 %70, 2, !dbg !11
  %84 = select i1 %29, i32 %83, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %78, ptr addrspace(8) %82, i32 %84, i32 0, i32 0), !dbg !11
  %85 = shl i32 %71, 2, !dbg !11
  %86 = select i1 %30, i32 %85, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %79, ptr addrspace(8) %82, i32 %86, i32 0, i32 0), !dbg !11
  %87 = shl i32 %72, 2, !dbg !11
  %88 = select i1 %31, i32 %87, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %80, ptr addrspace(8) %82, i32 %88, i32 0, i32 0), !dbg !11
  %89 = shl i32 %73, 2, !dbg !11
  %90 = select i1 %32, i32 %89, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %81, ptr addrspace(8) %82, i32 %90, i32 0, i32 0), !dbg !11
  ret void, !dbg !26
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "where2d", linkageName: "where2d", scope: !1, file: !1, line: 169, type: !5, scopeLine: 169, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !8, !8, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 176, column: 5, scope: !4)
!12 = !DILocation(line: 172, column: 9, scope: !4)
!13 = !DILocation(line: 171, column: 9, scope: !4)
!14 = !DILocation(line: 171, column: 33, scope: !4)
!15 = !DILocation(line: 173, column: 10, scope: !4)
!16 = !DILocation(line: 173, column: 20, scope: !4)
!17 = !DILocation(line: 173, column: 9, scope: !4)
!18 = !DILocation(line: 174, column: 17, scope: !4)
!19 = !DILocation(line: 174, column: 9, scope: !4)
!20 = !DILocation(line: 175, column: 18, scope: !4)
!21 = !DILocation(line: 175, column: 28, scope: !4)
!22 = !DILocation(line: 175, column: 9, scope: !4)
!23 = !DILocation(line: 176, column: 14, scope: !4)
!24 = !DILocation(line: 176, column: 40, scope: !4)
!25 = !DILocation(line: 176, column: 31, scope: !4)
!26 = !DILocation(line: 169, column: 1, scope: !4)
